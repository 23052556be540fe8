// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEip1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// @title Eip6492Validator
/// @notice EIP-6492 universal signature check, run without deploying anything: an eth_call whose data is
///         this contract's creation code plus (signer, hash, signature) runs the constructor, which
///         answers one byte, 0x01 (valid) or 0x00. A signature ending in the EIP-6492 magic suffix is
///         abi (factory, factoryCalldata, innerSignature): when the signer has no code yet, the factory
///         call deploys it inside the simulated call, then EIP-1271 decides; an EOA gets ecrecover.
///         Portico's kit copies the compiled creation code (src/adapters/evm/eip6492ValidatorBytecode.ts).
contract Eip6492Validator {
    bytes32 internal constant SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;

    constructor(address signer, bytes32 hash, bytes memory signature) {
        bool valid = isValid(signer, hash, signature);
        assembly {
            mstore(0, valid)
            return(31, 1)
        }
    }

    function isValid(address signer, bytes32 hash, bytes memory signature) internal returns (bool) {
        bytes memory inner = signature;
        if (endsWithSuffix(signature)) {
            // Drop the suffix in place; abi.decode then reads the three wrapped values.
            assembly {
                mstore(signature, sub(mload(signature), 32))
            }
            address factory;
            bytes memory factoryCalldata;
            (factory, factoryCalldata, inner) = abi.decode(signature, (address, bytes, bytes));
            if (signer.code.length == 0) {
                (bool deployed,) = factory.call(factoryCalldata);
                if (!deployed) return false;
            }
        }
        if (signer.code.length > 0) {
            try IEip1271(signer).isValidSignature(hash, inner) returns (bytes4 answer) {
                return answer == MAGIC_VALUE;
            } catch {
                return false;
            }
        }
        return recovers(signer, hash, inner);
    }

    function endsWithSuffix(bytes memory signature) internal pure returns (bool) {
        if (signature.length < 32) return false;
        bytes32 tail;
        assembly {
            tail := mload(add(signature, mload(signature)))
        }
        return tail == SUFFIX;
    }

    function recovers(address signer, bytes32 hash, bytes memory signature) internal pure returns (bool) {
        if (signature.length != 65) return false;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        address recovered = ecrecover(hash, v, r, s);
        return recovered != address(0) && recovered == signer;
    }
}
