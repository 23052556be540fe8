// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title TestNft
/// @notice A minimal ERC-721 that tests deploy to check how the reference API indexes NFT mints,
///         transfers and burns. Only the parts those tests need: no approvals, safe transfers or token
///         URIs. Anyone may mint; token ids count up from 1.
contract TestNft {
    string public name;
    string public symbol;
    uint256 public nextTokenId = 1;

    mapping(uint256 tokenId => address) public ownerOf;
    mapping(address owner => uint256) public balanceOf;

    /// @dev ERC-721's Transfer: the token id is indexed too, so the log has four topics where an
    ///      ERC-20 Transfer has three. That difference is how an indexer tells them apart.
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    error NotOwner();
    error ZeroAddress();

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    /// @notice Creates the next token for `to` and returns its id.
    function mint(address to) external returns (uint256 tokenId) {
        if (to == address(0)) revert ZeroAddress();
        tokenId = nextTokenId++;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    /// @notice Moves `tokenId` from its owner `from` (who must be the caller) to `to`.
    function transferFrom(address from, address to, uint256 tokenId) external {
        if (msg.sender != from || ownerOf[tokenId] != from) revert NotOwner();
        if (to == address(0)) revert ZeroAddress();
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
    }

    /// @notice Destroys `tokenId`; only its owner may.
    function burn(uint256 tokenId) external {
        address owner = ownerOf[tokenId];
        if (msg.sender != owner || owner == address(0)) revert NotOwner();
        delete ownerOf[tokenId];
        balanceOf[owner] -= 1;
        emit Transfer(owner, address(0), tokenId);
    }
}
